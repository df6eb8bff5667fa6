import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '#app/test/render.tsx';
import {
  loadBrowserQueryClient,
  QueryClientSource,
  useLoadedQueryClient,
  WithQueries,
} from './query-client-source.tsx';

function ShowsClient({ expected }: { expected: QueryClient }) {
  return <p>{useQueryClient() === expected ? 'the expected client' : 'another client'}</p>;
}

describe('WithQueries', () => {
  it('provides a given client (pre-rendering, tests) at once', () => {
    const client = testQueryClient();
    render(
      <QueryClientSource client={client}>
        <WithQueries>
          <ShowsClient expected={client} />
        </WithQueries>
      </QueryClientSource>,
    );
    expect(screen.getByText('the expected client')).toBeInTheDocument();
  });

  it('otherwise loads the browser client, suspending until it is there', async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <WithQueries>
          <ShowsClient expected={await loadBrowserQueryClient()} />
        </WithQueries>
      </Suspense>,
    );
    expect(await screen.findByText('the expected client')).toBeInTheDocument();
  });
});

describe('useLoadedQueryClient', () => {
  function Probe({ onClient }: { onClient: (client: QueryClient | undefined) => void }) {
    onClient(useLoadedQueryClient()());
    return null;
  }

  it('gives the given client, or the browser one once loaded', async () => {
    const given = testQueryClient();
    let seen: QueryClient | undefined;
    render(
      <QueryClientSource client={given}>
        <Probe onClient={(client) => (seen = client)} />
      </QueryClientSource>,
    );
    expect(seen).toBe(given);

    const browser = await loadBrowserQueryClient();
    render(<Probe onClient={(client) => (seen = client)} />);
    expect(seen).toBe(browser);
  });
});
