import { defineColumnSet } from '../../list/columns.ts';

/**
 * The home dashboard's panels (spec part 2 §2 "Dashboard panels"). Each user orders them and switches them
 * on or off as they do a list's columns (column-lists/get|save, type `home_panels`); the panels a user's
 * rights do not allow are never shown, whatever the layout says.
 */
export const homePanels = defineColumnSet({
  name: 'home_panels',
  label: 'Home panels',
  columns: [
    { slug: 'attention', label: 'Needs attention', default: true },
    { slug: 'my_tasks', label: 'My open tasks', default: true },
    { slug: 'starting_trips', label: 'Trips starting soon', default: true },
    { slug: 'accommodation', label: 'Nights to confirm', default: true },
    { slug: 'luggage', label: 'Luggage transfers to confirm', default: true },
    { slug: 'normal', label: 'Normal transfers to confirm', default: true },
    { slug: 'others', label: 'Other services to confirm', default: true },
    { slug: 'next_days', label: 'Next days', default: true },
    { slug: 'locations', label: 'Places of the next days', default: false },
    { slug: 'prepayment', label: 'Prepayments to pay', default: true },
    { slug: 'vat', label: 'VAT of last month', default: true },
    { slug: 'tasks', label: 'Active tasks of the team', default: false },
  ],
});

/** How many days ahead the panels look, and how many rows each shows. */
export const homePanelDays = 7;
export const homePanelRows = 5;
