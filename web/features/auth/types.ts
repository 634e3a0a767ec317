/** Spec §3: the signed-in user as the client knows it. */
export type User = {
  id: number | string;
  name: string | null;
  email: string;
  photo: string | null;
  isPremium: boolean;
  isAdmin: boolean;
};
