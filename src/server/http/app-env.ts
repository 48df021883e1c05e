/** The signed-in user as the routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  school: string;
  createdAt: string;
}

export interface AppEnv {
  Variables: {
    clientIp: string;
    /** The signed-in user or null; the session is looked up on first call only, so public routes skip it. */
    currentUser: () => Promise<SessionUser | null>;
  };
}
