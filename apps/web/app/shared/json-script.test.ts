import { describe, expect, it } from 'vitest';
import { jsonScriptElement } from './json-script.ts';

describe('jsonScriptElement', () => {
  it('carries the data as JSON that cannot close its element', () => {
    const element = jsonScriptElement('type="application/json" id="x"', {
      name: '</script><b>bold</b>',
    });
    expect(element).toBe(
      '<script type="application/json" id="x">{"name":"\\u003c/script>\\u003cb>bold\\u003c/b>"}</script>',
    );
    expect(JSON.parse(/>(.*)<\/script>$/.exec(element)![1]!)).toEqual({
      name: '</script><b>bold</b>',
    });
  });
});
