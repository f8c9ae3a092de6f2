// A business text piece in view mode, styled as heading 1 (name), heading 2 (phone) or paragraph
// (description). Edit mode (owner tools) renders an input in the same place.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export type BusinessTextStyle = 'heading1' | 'heading2' | 'paragraph';

const variants = { heading1: 'h1', heading2: 'h2', paragraph: 'body1' } as const;

type Props = {
  text: string;
  textStyle: BusinessTextStyle;
  /** Makes the text a link (the phone calls its number through tel:). */
  href?: string;
  /** Attributes of the link (the insights' `data-insight`, which counts its taps). */
  linkProps?: Record<`data-${string}`, string>;
};

export function BusinessText({ text, textStyle, href, linkProps }: Props) {
  if (!text) return null;
  return (
    <Typography
      variant={variants[textStyle]}
      color={textStyle === 'heading2' ? 'text.secondary' : undefined}
      sx={{
        whiteSpace: textStyle === 'paragraph' ? 'pre-line' : undefined,
        overflowWrap: 'anywhere',
        mb: textStyle === 'paragraph' ? 2 : 1,
        ...(textStyle === 'heading2' && { fontSize: '1.25rem', fontWeight: 600 }),
      }}
    >
      {href ? (
        <Link href={href} color="inherit" underline="hover" {...linkProps}>
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography>
  );
}
