import { Fragment } from 'react';

/** Props of {@link GameMessageText}. */
export interface GameMessageTextProps {
  text: string;
}

function strongParts(line: string, keyPrefix: string) {
  // `**word**` is the only markup the mentor's game replies use; everything else stays plain text.
  return line.split(/(\*\*[^*]+\*\*)/g).map((part, index) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? <strong key={`${keyPrefix}-${index}`}>{part.slice(2, -2)}</strong> : <Fragment key={`${keyPrefix}-${index}`}>{part}</Fragment>,
  );
}

/**
 * A game message as paragraphs, with the mentor's `**bold**` words in bold. Built from React
 * elements, never from HTML, so nothing a model says can inject markup.
 */
export function GameMessageText({ text }: GameMessageTextProps) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="game-entry__paragraph">
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {strongParts(line, `${index}-${lineIndex}`)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
