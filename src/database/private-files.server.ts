// The private store of students' documents is being built beside this change; until it lands, nothing is stored in it
// and so nothing needs erasing.
export async function deletePrivateFiles(names: string[]): Promise<void> {
  void names
}
