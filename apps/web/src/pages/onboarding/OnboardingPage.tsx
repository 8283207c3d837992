import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, type User, type UserPatch } from '@grove/api-contract';
import { routePath } from '@grove/session-family';
import { usePatchUserMutation } from '@grove/session-family/react';
import { GlassButton, GlassInput, GlassPanel, LoadingSpinner } from '@grove/ui-glass/react';
import { DISPLAY_NAME_MAX_LENGTH, displayNameValidate } from '../../app/auth/authFormValidate';
import { selectAuthUser, userUpdated } from '../../app/authSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PendingInvitationSlot } from '../refer/PendingInvitationSlot';
import { useDocumentTitle } from '../useDocumentTitle';
import '../pages.css';
import '../../app/auth/authForm.css';

/** Who will use Grove: the user alone, or a family with children's profiles. */
export type OnboardingAudience = 'solo' | 'family';

/** The onboarding choice's error when nothing was picked. */
export const ONBOARDING_AUDIENCE_REQUIRED = 'Choose who will use Grove.';

const AUDIENCES: ReadonlyArray<{ value: OnboardingAudience; title: string; hint: string }> = [
  { value: 'solo', title: 'Just me', hint: 'Talk things through with your mentor, keep a journal and play word games.' },
  {
    value: 'family',
    title: 'My family',
    hint: 'Add a profile for each child next. Each gets its own PIN and talk that fits their age.',
  },
];

/**
 * /onboarding: welcomes a new member, asks who will use Grove and what to call them, then marks
 * onboarding complete (SPEC §7: the onboarding flags and a timestamp are merged into the user). The
 * local flag flips at once; if the server refuses, it flips back, SPEC §4's alert is shown and the
 * user goes to /. Then, as SPEC §4 says, a family goes to /profiles (which offers adding the first
 * child while there is none) and a solo user to their chat.
 */
export function OnboardingPage() {
  useDocumentTitle('Grove — Welcome');
  const user = useAppSelector(selectAuthUser);
  if (user === null) return <LoadingSpinner />;
  return <OnboardingForm user={user} />;
}

function OnboardingForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [patchUser] = usePatchUserMutation();
  const [displayName, setDisplayName] = useState(user.displayName);
  const [audience, setAudience] = useState<OnboardingAudience | null>(user.children.length > 0 ? 'family' : null);
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const choiceErrorId = useId();

  const nameError = checked ? displayNameValidate(displayName) : null;
  const audienceError = checked && audience === null ? ONBOARDING_AUDIENCE_REQUIRED : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setChecked(true);
    if (displayNameValidate(displayName) !== null) {
      nameRef.current?.focus();
      return;
    }
    if (audience === null) {
      firstChoiceRef.current?.focus();
      return;
    }
    setPending(true);
    const name = displayName.trim();
    const patch: UserPatch = { onboardingStatus: true, onboarding_completed: true };
    if (name !== user.displayName) patch.displayName = name;
    // SPEC §8 "Failure to mark onboarding complete: reverts the local flag": flip it first, so the
    // router already treats the user as onboarded when the next screen opens.
    dispatch(userUpdated({ ...user, onboardingStatus: true, onboarding_completed: true }));
    try {
      const saved = await patchUser({ uid: user.id, patch }).unwrap();
      dispatch(userUpdated(saved));
      void navigate(audience === 'family' ? routePath('profiles') : routePath('chatUser', { userId: user.id }), { replace: true });
    } catch {
      dispatch(userUpdated(user));
      window.alert(MESSAGES.onboardingFailed);
      void navigate(routePath('home'), { replace: true });
    }
  }

  return (
    <article className="page page--narrow" aria-labelledby="onboarding-title">
      <h1 id="onboarding-title">Welcome to Grove</h1>
      <p className="page-lead">A warm mentor for you and your family. Two quick questions and you’re in.</p>
      {/* Issue 19: the invitation a referral sign-up kept joins here (again, if the network lost it). */}
      <PendingInvitationSlot enabled />

      <GlassPanel as="section" className="auth-panel" aria-labelledby="onboarding-title">
        <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="onboarding-title" aria-busy={pending}>
          <GlassInput
            ref={nameRef}
            label="What should your mentor call you?"
            name="displayName"
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            error={nameError}
            required
          />

          <fieldset className="auth-choices" aria-describedby={audienceError ? choiceErrorId : undefined}>
            <legend>Who will use Grove?</legend>
            <div className="auth-choices__list">
              {AUDIENCES.map((option, index) => (
                <label key={option.value} className="auth-choice">
                  <input
                    ref={index === 0 ? firstChoiceRef : undefined}
                    type="radio"
                    name="audience"
                    value={option.value}
                    checked={audience === option.value}
                    onChange={() => setAudience(option.value)}
                    aria-invalid={audienceError ? true : undefined}
                  />
                  <span className="auth-choice__text">
                    <span className="auth-choice__title">{option.title}</span>
                    <span className="auth-choice__hint">{option.hint}</span>
                  </span>
                </label>
              ))}
            </div>
            {audienceError ? (
              <p id={choiceErrorId} className="auth-choices__error">
                {audienceError}
              </p>
            ) : null}
          </fieldset>

          <div className="auth-form__actions">
            <GlassButton type="submit" disabled={pending}>
              {pending ? 'Saving…' : audience === 'family' ? 'Continue to add children' : 'Start chatting'}
            </GlassButton>
          </div>
        </form>
      </GlassPanel>

      <section className="page-section">
        <h2 id="onboarding-next">What happens next</h2>
        <ul>
          <li>Your mentor adapts to you. It is an AI, not a therapist or a crisis service.</li>
          <li>Children’s profiles are set up only by you, and each one is behind its own PIN.</li>
          <li>You can change your name, the look of Grove or delete your account in Settings.</li>
        </ul>
      </section>
    </article>
  );
}

export default OnboardingPage;
