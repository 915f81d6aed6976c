import type { AccountType, Gender, SignUpInput } from '../../../api';

export interface SignupValues {
  fName: string;
  lName: string;
  email: string;
  password: string;
  confirm: string;
  gender: Gender | '';
  type: AccountType;
  phoneNumber: string;
  birthday: string;
  city: string;
  latitude: string;
  longitude: string;
}

export const EMPTY_SIGNUP: SignupValues = {
  fName: '',
  lName: '',
  email: '',
  password: '',
  confirm: '',
  gender: '',
  type: 'student',
  phoneNumber: '',
  birthday: '',
  city: '',
  latitude: '',
  longitude: '',
};

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/** The signup payload: trimmed texts, the birthday as "YYYY-MM-DD 00:00:00". */
export function signupPayload(values: SignupValues): SignUpInput {
  return {
    fName: values.fName.trim(),
    lName: values.lName.trim(),
    email: values.email.trim(),
    password: values.password,
    gender: values.gender as Gender,
    type: values.type,
    phoneNumber: values.phoneNumber.trim(),
    ...(values.birthday ? { birthday: `${values.birthday} 00:00:00` } : {}),
    latitude: Number(values.latitude.trim()),
    longitude: Number(values.longitude.trim()),
    city: values.city.trim(),
  };
}
