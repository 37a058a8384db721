import { TextField } from './text-field'

interface NameFieldsProps {
  values: { firstName: string; lastName: string }
  errors: { firstName?: string | undefined; lastName?: string | undefined }
  onChange: (key: 'firstName' | 'lastName') => (e: { target: { value: string } }) => void
  /** `name` for one's own account (the browser may fill it), `off` for someone else's. */
  autoFill: 'name' | 'off'
}

/** A person's first and last name, both required: the own profile and the admin's new-user form. */
export function NameFields({ values, errors, onChange, autoFill }: NameFieldsProps) {
  return (
    <>
      <TextField
        label="First name"
        name="firstName"
        required
        autoComplete={autoFill === 'name' ? 'given-name' : 'off'}
        value={values.firstName}
        onChange={onChange('firstName')}
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        name="lastName"
        required
        autoComplete={autoFill === 'name' ? 'family-name' : 'off'}
        value={values.lastName}
        onChange={onChange('lastName')}
        error={errors.lastName}
      />
    </>
  )
}
