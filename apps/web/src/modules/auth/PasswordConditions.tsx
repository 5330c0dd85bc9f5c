import { useLingui } from '@lingui/react/macro';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { messages } from '@trips/shared/validation/messages';
import { passwordProblems } from '@trips/shared/validation/rules';
import { tr } from '../../i18n/tr';

/** The password conditions of spec part 1 §5, in its order. */
const conditions = [
  messages.passwordWhitespace,
  messages.passwordUppercase,
  messages.passwordLowercase,
  messages.passwordDigit,
  messages.passwordSymbol,
  messages.passwordLength,
] as const;

/** Every condition, each marked met or not for the password typed so far. */
export function PasswordConditions({ password }: { password: string }) {
  const { i18n, t } = useLingui();
  const problems = new Set<string>(passwordProblems(password));
  return (
    <List spacing={4} size="sm" center aria-label={t`Password conditions`}>
      {conditions.map((condition) => {
        const met = !problems.has(condition);
        return (
          <List.Item
            key={condition}
            icon={
              <ThemeIcon color={met ? 'teal' : 'red'} size={18} radius="xl" variant="light">
                {met ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={met ? 'teal.8' : undefined}>
              {tr(condition, i18n)}
              <VisuallyHidden> {met ? t`(met)` : t`(not met)`}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
