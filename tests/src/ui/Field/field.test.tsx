import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../../../src/ui/TextField';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('field label', () => {
  it('reads "Note (optional)" with a space, to the eye and to a screen reader', () => {
    const html = renderToStaticMarkup(<TextField label="Note" optional="(optional)" value="" onValue={() => {}} />);
    expect(text(html)).toContain('Note (optional)');
  });
});
