import { Combobox, Option } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';

export interface TagOption {
  value: string;
  text: string;
}

export interface TagComboboxProps {
  maxLength: number;
  placeholder: string;
  value: string;
  open: boolean;
  options: readonly TagOption[];
  onOpenChange: (open: boolean) => void;
  onTextChange: (value: string) => void;
  onOptionSelect: (value: string | undefined) => void;
}

/** The tag picker's combobox (search-or-create); loaded when the viewer first reaches for the picker. */
export function TagCombobox({
  takeFocus,
  maxLength,
  placeholder,
  value,
  open,
  options,
  onOpenChange,
  onTextChange,
  onOptionSelect,
}: TagComboboxProps & { takeFocus: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  // It replaces the stand-in the viewer is typing in: the caret stays where it was, at the end of the text.
  useEffect(() => {
    if (!takeFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
  }, [takeFocus]);
  return (
    <Combobox
      freeform
      input={{ ref: input }}
      maxLength={maxLength}
      placeholder={placeholder}
      value={value}
      selectedOptions={[]}
      open={open}
      onOpenChange={(_, state) => onOpenChange(state.open)}
      onChange={(event) => onTextChange(event.target.value)}
      onOptionSelect={(_, { optionValue }) => onOptionSelect(optionValue)}
    >
      {options.map((option) => (
        <Option key={option.value} value={option.value} text={option.text}>
          {option.text}
        </Option>
      ))}
    </Combobox>
  );
}
