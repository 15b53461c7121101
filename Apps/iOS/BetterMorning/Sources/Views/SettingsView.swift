import BetterMorningAppModel
import BetterMorningCore
import SwiftUI

/// Settings (from the gear): the notifications switch (off when the system denied permission),
/// restore purchases, and reset all data with its confirmation.
struct SettingsView: View {
    let model: BetterMorningModel
    @Environment(\.dismiss) private var dismiss
    @State private var confirmsReset = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Daily reminder", isOn: Binding(get: { model.settings.notificationsShownOn }, set: { on in
                        Task { @MainActor in
                            if on { model.settings.notificationsAllowedBySystem = await NotificationReminderScheduler.requestPermission() }
                            model.settings.setNotifications(on)
                        }
                    }))
                } header: {
                    Text("Reminders")
                } footer: {
                    Text(model.settings.notificationsAllowedBySystem
                         ? "One reminder a day, at the time of your routine's first task."
                         : "Notifications are off for Better Morning in the Settings app.")
                }
                Section("Purchases") {
                    if model.isUnlocked { LabeledContent("Custom routines", value: "Unlocked") }
                    Button("Restore purchases") { Task { _ = await model.restorePurchases() } }
                }
                Section {
                    Button("Reset all data", role: .destructive) { confirmsReset = true }
                } header: {
                    Text("Data")
                } footer: {
                    Text("Everything stays on this device. Reset deletes your routines, history and settings; your purchase is kept.")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
            .confirmationDialog("Reset all data?", isPresented: $confirmsReset, titleVisibility: .visible) {
                Button("Reset all data", role: .destructive) {
                    model.resetAllData()
                    dismiss()
                }
            } message: {
                Text("Every routine, its history, your draft and your settings are deleted for good, and onboarding shows again. Your purchase is kept.")
            }
        }
    }
}

/// The paywall: the one-time unlock of custom routines. Once bought (or restored), the model puts
/// Create in its place in the same sheet.
struct PaywallView: View {
    let model: BetterMorningModel
    @Environment(\.dismiss) private var dismiss
    @State private var result: String?
    @State private var buying = false

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "sunrise.fill").font(.system(size: 64)).foregroundStyle(Palette.accent)
            Text("Make your own mornings").font(.largeTitle.bold()).multilineTextAlignment(.center)
            ForEach(model.create.paywall?.benefits ?? [], id: \.self) { benefit in
                Label(benefit, systemImage: "checkmark").frame(maxWidth: .infinity, alignment: .leading)
            }
            Text("\(model.create.paywall?.price ?? "") one time").font(.title.bold())
            if let result { Text(result).foregroundStyle(Palette.missed).multilineTextAlignment(.center) }
            Button("Unlock for \(model.create.paywall?.price ?? "")") {
                buying = true
                Task {
                    switch await model.buyUnlock() {
                    case .unlocked: break
                    case .cancelled: result = "Purchase cancelled. Nothing was charged."
                    case .failed(let text): result = text
                    }
                    buying = false
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(buying)
            Button("Restore purchases") { Task { _ = await model.restorePurchases() } }
            Button("Not now") { dismiss() }.foregroundStyle(Palette.muted)
        }
        .padding(28)
    }
}
