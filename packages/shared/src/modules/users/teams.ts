/** The team selector of the user list (spec part 1 §2); 0 means every team. */
export const teamFilterOptions = [
  { id: 0, name: 'All Teams' },
  { id: 1, name: 'Operations' },
  { id: 2, name: 'Administrative' },
  { id: 3, name: 'IT' },
] as const;

/** The user selector of the user list (spec part 1 §2). */
export const userStatusOptions = [
  { value: 'all', label: 'All Users' },
  { value: 'active', label: 'Active Users' },
  { value: 'inactive', label: 'Inactive Users' },
] as const;
export type UserStatusFilter = (typeof userStatusOptions)[number]['value'];
