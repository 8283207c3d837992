// The markdown renderer of chat messages: marked and DOMPurify (about 27 KB gzip together). ChatMarkdown
// imports this module dynamically, so it is a chunk of its own, fetched after the chat screen has
// painted; nothing may import it statically (that would pull it back into the chat's first load).
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/** The tags a message may produce: text formatting, lists, quotes, code, tables and links — no media. */
const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'em', 'b', 'i', 'del', 's', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote',
  'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

function htmlEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

// Raw HTML in a message is shown as the text it is: people type "<3" and "<b>", and a model's HTML
// should not become markup. Markdown is the only formatting.
const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text }) => htmlEscape(text),
  },
});

let linkHookAdded = false;

/** Links open in a new tab and tell the other site nothing about Grove (no opener, no referrer). */
function chatLinkHookAdd(): void {
  if (linkHookAdded) return;
  linkHookAdded = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/**
 * Turns a message's markdown into HTML that is safe to insert. marked renders the markdown (line
 * breaks kept, raw HTML escaped to text); DOMPurify then keeps only an allow-list of formatting tags
 * and `href`/`title`, so nothing can run and nothing is fetched: no images or media (a remote image
 * in a child's chat would tell a stranger's server that it was read), no `javascript:` links.
 */
export function chatMarkdownHtml(text: string): string {
  chatLinkHookAdd();
  const html = markdown.parse(text, { async: false });
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title', 'target', 'rel'] });
}
