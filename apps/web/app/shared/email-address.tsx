import { Fragment } from 'react';

/**
 * An e-mail address that, when it is too long for its line, wraps after the @ or before a dot rather
 * than in the middle of a word. Only a single part longer than the whole line breaks anywhere.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])/);
  return (
    <span className="wrap-anywhere">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@.,;:!?]+(?:\.[^\s@.,;:!?]+)*/g;

/** A sentence with each e-mail address in it wrapping as EmailAddress does. */
export function withEmailAddresses(text: string) {
  const pieces: (string | React.ReactElement)[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    pieces.push(text.slice(last, match.index));
    pieces.push(<EmailAddress key={match.index} email={match[0]} />);
    last = match.index + match[0].length;
  }
  pieces.push(text.slice(last));
  return pieces;
}
