/** The admin's brand settings (issue 30); the spec has no words for them. */
export const settingsMessages = {
  settingsTitle: 'Brand settings',
  settingsSaved: 'Settings saved.',
  settingsSaveFailed: 'The settings could not be saved. Check the fields and try again.',
  settingsBrandNameInvalid: 'Enter the brand name (1 to 60 characters).',
  settingsColourInvalid: 'Enter a colour as #rrggbb, for example #e8590c.',
  settingsEmailInvalid: 'Enter a valid e-mail address.',
  settingsUrlInvalid: 'Enter a full web address (https://…) or a stored image.',
  settingsCurrencyInvalid: 'Choose a currency from the list.',
  settingsTaxInvalid: 'Enter the tax in basis points, from 0 to 10000 (825 = 8.25%).',
  settingsSenderNameInvalid: 'Enter the sender name (at most 60 characters) or leave it empty.',
  settingsAddressInvalid: 'Enter at most 120 characters.',
  settingsCountryInvalid: 'Enter a two-letter country code, for example US.',
} as const;
