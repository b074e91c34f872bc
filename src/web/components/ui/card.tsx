import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.js';

/** ComponentProps: a ref passes through (React 19), e.g. to move the focus onto a card. */
type DivProps = ComponentProps<'div'>;

export function Card({ className, ...rest }: DivProps) {
  return (
    <div
      className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)}
      {...rest}
    />
  );
}

export function CardHeader({ className, ...rest }: DivProps) {
  return <div className={cn('flex flex-col gap-1.5 p-6 pb-3', className)} {...rest} />;
}

export function CardTitle({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cn('text-lg font-semibold leading-tight', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-slate-500', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: DivProps) {
  return <div className={cn('p-6 pt-3', className)} {...rest} />;
}
