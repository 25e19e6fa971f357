import { ErrorTag, InfoTag, SuccessTag, Tag as NeutralTag, WarningTag } from '@fremtind/jokul/tag';
import type { ReactNode } from 'react';

export interface TagProps {
  children: ReactNode;
  /** @default 'neutral' */
  variant?: 'neutral' | 'info' | 'success' | 'warning' | 'error';
  className?: string;
}

const tags = { neutral: NeutralTag, info: InfoTag, success: SuccessTag, warning: WarningTag, error: ErrorTag };

/**
 * A small status label (Jøkul's), e.g. an agreement's 'Fornyelse' (info) or 'Midlertidig' (warning).
 *
 * @example <Tag variant="info">Fornyelse</Tag>
 */
export function Tag({ children, variant = 'neutral', className }: TagProps) {
  const JokulTag = tags[variant];
  return <JokulTag {...(className !== undefined ? { className } : {})}>{children}</JokulTag>;
}
