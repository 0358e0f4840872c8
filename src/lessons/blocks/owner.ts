/** Owner of a lesson widget's runs in the store (pages list their runs by owner). */
export const widgetOwner = (id: string) => `lesson:${id}`;
