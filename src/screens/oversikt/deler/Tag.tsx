interface Props {
  /** The tag's text. */
  children: string;
  /** Colour by meaning. @default 'info' */
  variant?: 'info' | 'warning';
}

/** A small status tag. Local stand-in for the shared tag component; same props shape. */
export function Tag({ children, variant = 'info' }: Props) {
  return <span className={`ov-tag ov-tag--${variant}`}>{children}</span>;
}
