/** The course editor's address, optionally on one tab: /courses/setup/3/holes. */
export const editorPath = (courseId: number, tab = '') =>
  `/courses/setup/${courseId}${tab ? `/${tab}` : ''}`;
