// The request for rights: the chosen posts with their models (one mail per model), and the form
// of the terms. Each refusal sits under its field; the posts travel as hidden fields.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ChoiceGroup, Field, TextArea } from "~/components/field";
import { FormProblem } from "~/components/form-problem";
import { SubmitButton } from "~/components/submit-button";
import { checkInBrowser, type BrowserRules } from "~/lib/forms/browser-check";
import { formatDay } from "~/lib/format";
import { RIGHTS_LINK_DAYS, RIGHTS_TERM_KEYS, RIGHTS_TERMS, RIGHTS_USE_KEYS, RIGHTS_USE_NAMES, RIGHTS_USES } from "../../../contract/content";

type ChosenPost = { id: number; thumbnail: string; posted_at: string; model: { id: number; name: string; handle: string | null } };

const USE_OPTIONS = RIGHTS_USE_KEYS.map((use) => ({ value: use, label: RIGHTS_USE_NAMES[use], hint: `To ${RIGHTS_USES[use]}.` }));
const TERM_OPTIONS = RIGHTS_TERM_KEYS.map((term) => ({ value: term, label: RIGHTS_TERMS[term].charAt(0).toUpperCase() + RIGHTS_TERMS[term].slice(1) }));
const SHOWN = ["uses", "term", "fee", "note"];

export function ChosenPosts({ posts }: { posts: ChosenPost[] }) {
  const models = new Set(posts.map((p) => p.model.id)).size;
  return (
    <section aria-labelledby="chosen-posts">
      <h2 id="chosen-posts">{posts.length === 1 ? "1 post" : `${posts.length} posts`}</h2>
      <ul className="rights-posts">
        {posts.map((post) => (
          <li key={post.id}>
            <img src={post.thumbnail} alt={`Post by ${post.model.name}, ${formatDay(post.posted_at)}`} width="96" height="96" />
            {post.model.name}
          </li>
        ))}
      </ul>
      <p>
        {models === 1
          ? `${posts[0]!.model.name} gets a mail with a link to read these terms and accept or decline them. The link works for ${RIGHTS_LINK_DAYS} days.`
          : `These posts are by ${models} models: each gets a mail of their own, with a link to their own posts' terms. The links work for ${RIGHTS_LINK_DAYS} days.`}
      </p>
    </section>
  );
}

type AskFields = { post: string[]; uses: string[]; term: string; fee: string; note: string };

export function AskForm({ posts, rules, lastResult }: { posts: ChosenPost[]; rules: BrowserRules; lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm<AskFields>({
    id: "ask-rights",
    lastResult,
    constraint: rules.constraint,
    onValidate: checkInBrowser(rules),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <FormProblem result={lastResult} shown={SHOWN} />
      {/* noValidate: our messages sit by the fields, with or without JS, instead of browser bubbles. */}
      <Form method="post" {...getFormProps(form)} noValidate className="rights-form">
        <AuthenticityTokenInput />
        {posts.map((post) => (
          <input key={post.id} type="hidden" name="post" value={post.id} />
        ))}
        <ChoiceGroup legend="Uses" field={fields.uses} options={USE_OPTIONS} type="checkbox" />
        <ChoiceGroup legend="For how long" field={fields.term} options={TERM_OPTIONS} type="radio" />
        <Field
          label="Fee in dollars (optional)"
          field={fields.fee}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          hint="Up to $100,000; empty for no fee."
        />
        <TextArea label="Note to the model (optional)" field={fields.note} hint="Up to 500 characters, shown with the terms." rows={3} />
        <div className="form-actions">
          <SubmitButton pendingText="SENDING...">Send the request</SubmitButton>
          <Link className="button button--secondary" to="/content">
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
