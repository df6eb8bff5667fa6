/**
 * A data block for a pre-rendered page: JSON in a <script> element that browsers never run, so the
 * CSP needs no hash for it. The JSON cannot close its element: every `<` is escaped.
 */
export function jsonScriptElement(attributes: string, data: unknown): string {
  return `<script ${attributes}>${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}
