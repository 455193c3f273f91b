/** A page builder switch (`'yes'`, or `true` from a kit): in its own module so the runtime's popup wait reads switches the same way without the settings' defaults. */
export const on = (value: unknown) => value === 'yes' || value === true;
