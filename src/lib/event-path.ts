/** The address of an event's own page: "/event/qml4africa-2025" (src/routes.ts). */
export function eventPath(id: string): string {
  return `/event/${id}`;
}
