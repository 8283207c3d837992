import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../useDocumentTitle';
import { SignupForm } from './SignupForm';
import '../pages.css';
import '../../app/auth/authForm.css';

/**
 * /signup: create an account with a display name, email and password ({@link SignupForm}); the new
 * user continues to onboarding (SPEC §4 "Login flow").
 */
export function SignupPage() {
  useDocumentTitle('Grove — Create your account');
  return (
    <article className="page page--narrow" aria-labelledby="signup-title">
      <h1 id="signup-title">Create your account</h1>
      <p className="page-lead">One account for you, and for your children’s profiles if you add them.</p>
      <SignupForm labelledBy="signup-title" />
      <p className="auth-aside">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </article>
  );
}

export default SignupPage;
