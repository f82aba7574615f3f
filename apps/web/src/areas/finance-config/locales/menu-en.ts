export const en = {
  menu: {
    accounts: 'Finance accounts',
    settings: 'Finance settings',
    members: 'Finance members',
  },
};
