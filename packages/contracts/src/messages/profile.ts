/** Profile and password texts (spec 001 §5, §8). "Please fill all  fields." keeps its double space. */
export const profileMessages = {
  profileFillAll: 'Please fill all  fields.',
  profileOops: 'Oops!',
  profileUpdateFailed: 'Oops! Updated Failed',
  profileUpdated: 'Great! Your Profile has been updated Successfully',
  profilePictureUpdated: 'Your Profile Picture has been updated Successfully',
  profileImageTypes: 'Profile image accepts png, jpg, jpeg.',
  passwordFillAll: 'Please fill all the fields.',
  passwordUpdated: 'Password has been updated successful',
  oldPasswordWrong: 'Your old password was entered incorrectly. Please enter it again.',
  // Not shown in the spec.
  passwordManagedElsewhere: 'This account signs in with {provider}; its password is managed there.',
  profileNameTooLong: 'Keep names under 150 characters.',
  profileImageMissing: 'Choose a picture to upload.',
} as const;
