// A description box held to 300 characters, with a counter.
import { Text, Textarea } from "@mantine/core";
import { MAX_DESC_LENGTH } from "../config/feedback-config";

interface DescFieldProps {
  label: string;
  placeholder: string;
  value: string;
  error: string | null;
  required?: boolean;
  onChange: (value: string) => void;
}

export function DescField({ label, placeholder, value, error, required, onChange }: DescFieldProps) {
  return (
    <div>
      <Textarea
        label={label}
        placeholder={placeholder}
        required={required}
        withAsterisk={required}
        value={value}
        maxLength={MAX_DESC_LENGTH}
        rows={4}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Text size="xs" c="dimmed" ta="right" mt={4} data-testid="desc-counter">
        {value.length}/{MAX_DESC_LENGTH}
      </Text>
    </div>
  );
}
