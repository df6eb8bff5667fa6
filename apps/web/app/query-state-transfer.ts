import type { DehydratedState } from '@tanstack/react-query';

// The query cache a page was pre-rendered with travels in the page as JSON, not as a script: it needs
// no CSP hash and cannot run.
const ELEMENT_ID = 'query-state';

/** The <script> element carrying `state`, for the pre-rendered page's <head>. */
export function queryStateElement(state: DehydratedState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The state the page was pre-rendered with, if any. */
export function readQueryState(): DehydratedState | undefined {
  const element = document.getElementById(ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : undefined;
}
