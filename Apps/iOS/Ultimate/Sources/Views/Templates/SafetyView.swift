import SwiftUI
import UltimateAppModel
import UltimateCore

/// The water fast's safety screen: every statement must be confirmed before its start flow opens
/// (where the Core checks the answers about age, health and weight).
struct SafetyView: View {
    let screens: UltimateScreens
    let template: ChallengeTemplate
    let scheduler: ReminderScheduler
    @State private var starts = false

    var body: some View {
        Form {
            Section {
                Text("A water fast is not safe for everyone. Read each statement and confirm it; the fast starts only when every one is confirmed, and stops if you feel unwell.")
                    .font(Tokens.Typography.callout)
            }
            Section("I confirm") {
                ForEach(screens.templates.safetyAcknowledgements, id: \.self) { statement in
                    Toggle(statement, isOn: Binding(
                        get: { screens.templates.acknowledged.contains(statement) },
                        set: { screens.templates.setAcknowledged(statement, $0) }))
                        .frame(minHeight: Tokens.tapTarget)
                }
            }
            Section {
                PrimaryButton(title: "Continue", systemImage: "checkmark.shield") { starts = true }
                    .disabled(!screens.templates.mayStart(template))
            } footer: {
                Text(screens.templates.allAcknowledged ? "Next: your answers, checked before the fast starts." : "Confirm every statement to continue.")
            }
        }
        .navigationTitle("Safety check")
        .sheet(isPresented: $starts) {
            StartChallengeView(screens: screens, template: template, scheduler: scheduler)
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    let screens = PreviewData.screens()
    NavigationStack {
        SafetyView(screens: screens, template: screens.templates.templates.first { $0.needsSafetyCheck } ?? screens.templates.templates[0],
                   scheduler: ReminderScheduler(center: .current()))
    }
}
#endif
