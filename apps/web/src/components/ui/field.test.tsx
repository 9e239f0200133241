import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field, SelectField, TextareaField } from './field';

describe('Field', () => {
  it('labels its input and links the hint and the error to it', () => {
    render(<Field label="Phone Number" hint="We share it only with fundis you book" error="Phone number is required" />);
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We share it only with fundis you book Phone number is required');
  });

  it('is not marked invalid without an error', () => {
    render(<Field label="Location" />);
    expect(screen.getByRole('textbox', { name: 'Location' })).not.toHaveAttribute('aria-invalid');
  });

  it('works for text areas and selects too', () => {
    render(
      <>
        <TextareaField label="Description" error="Description is required" />
        <SelectField label="Gender">
          <option value="">Select</option>
        </SelectField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Description is required');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toBeInTheDocument();
  });
});
