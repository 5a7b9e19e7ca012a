/** The student's first name, as a parent's pages speak of them ("The student" when the name is not at hand). */
export const firstNameOf = (name: string | null | undefined): string => name?.trim().split(/\s+/)[0] || 'The student'
