import { Textarea, type TextareaProps } from '@mantine/core';

type Props = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows'> & { minRows: number; maxRows: number };

/**
 * A text area that grows with its text between `minRows` and `maxRows` lines, sized by the browser
 * (`field-sizing: content`) rather than measured by script: Mantine's `autosize` measures each area with a
 * hidden copy on mount, a forced layout apiece, and a trip screen holds dozens. A browser without
 * `field-sizing` shows `minRows` lines and scrolls.
 */
export function GrowingTextarea({ minRows, maxRows, styles, ...props }: Props) {
  const lines = (rows: number) => `calc(${rows}lh + 2 * var(--input-padding-y, 0.5rem) + 2px)`;
  return (
    <Textarea
      {...props}
      rows={minRows}
      styles={{
        ...styles,
        input: { fieldSizing: 'content', minHeight: lines(minRows), maxHeight: lines(maxRows) } as never,
      }}
    />
  );
}
