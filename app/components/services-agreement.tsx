/** The Services Agreement a brand accepts on /billing (docs/product/billing.md#services-agreement). */
export function ServicesAgreement() {
  return (
    <div className="agreement">
      <p>
        This Services Agreement is between the marketplace and the business using the business web tool (&ldquo;you&rdquo;). By ticking the box on the billing
        page you accept it.
      </p>
      <h3>1. Licence to use</h3>
      <p>
        We grant you a non-exclusive, non-transferable licence to use the web tool and the marketplace to create offers, work with creators and models, and read
        your results, for your own business only, while your plan is active.
      </p>
      <h3>2. Fees</h3>
      <p>
        You pay the fees of your plan in advance for each billing period. We may change the fees; we will tell you at least 30 days before an increase takes
        effect, and the new fees apply from your next renewal after that notice.
      </p>
      <h3>3. Automatic payments</h3>
      <p>
        Your plan renews automatically at the end of each billing period, and you authorise us to charge your default payment method for each renewal and for
        any fees due. Keep a valid payment method on file.
      </p>
      <h3>4. Cancellation</h3>
      <p>
        You may cancel at any time by writing to your partnerships contact at least 24 hours before your plan renews. Cancellation takes effect at the end of
        the current billing period; fees already paid are not refunded.
      </p>
      <h3>5. Confidentiality</h3>
      <p>
        Each party keeps the other&rsquo;s non-public information (including results, pricing and creators&rsquo; personal data) confidential and uses it only
        to perform this agreement.
      </p>
      <h3>6. Liability</h3>
      <p>
        To the extent the law allows, neither party is liable for indirect or consequential losses, and each party&rsquo;s total liability under this agreement
        is capped at the fees you paid in the twelve months before the claim.
      </p>
      <h3>7. Governing law</h3>
      <p>This agreement is governed by the laws of the State of New York, and its courts have exclusive jurisdiction.</p>
    </div>
  );
}
