import WebSupport

/// Onboarding's last step: the template chosen to start with, if any.
struct FinishOnboardingInput {
    let template: String?

    init(_ form: Form) {
        template = form["template"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
