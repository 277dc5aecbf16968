import { isBlankMarkup } from '@/lib/blankMarkup';

describe('a blank rich text body (SPEC §5), judged alike by the screens and the mock', () => {
  it.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p>&nbsp; &#160;\u200b</p>', true],
    ['<script>x</script><style>p{}</style>', true],
    ['<p>a</p>', false],
    ['<p>&amp;</p>', false],
    ['<img src="https://x/y.png">', false],
    ['<p><hr></p>', false],
  ])('%j is blank: %s', (html, blank) => {
    expect(isBlankMarkup(html)).toBe(blank);
  });
});
