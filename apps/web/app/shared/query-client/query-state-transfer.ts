import type { DehydratedState } from '@tanstack/react-query';
import { jsonScriptElement } from '#app/shared/json-script.ts';

// The query cache a page was pre-rendered with travels in the page as a JSON data block.
const ELEMENT_ID = 'query-state';

/** The <script> element carrying `state`, for the pre-rendered page's <head>. */
export function queryStateElement(state: DehydratedState): string {
  return jsonScriptElement(`type="application/json" id="${ELEMENT_ID}"`, state);
}

/** The state the page was pre-rendered with, if any. */
export function readQueryState(): DehydratedState | undefined {
  const element = document.getElementById(ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : undefined;
}
