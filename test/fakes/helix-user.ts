// A Get Users row as Helix returns it (protocols.md 3.2).
export function helixUserRow(id: string, login: string, displayName: string) {
  return {
    id,
    login,
    display_name: displayName,
    type: '',
    broadcaster_type: '',
    description: '',
    profile_image_url: '',
    offline_image_url: '',
    view_count: 0,
    created_at: '2020-01-01T00:00:00Z',
  };
}
