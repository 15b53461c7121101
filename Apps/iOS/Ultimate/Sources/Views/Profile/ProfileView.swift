import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// Profile and settings: about you, units, appearance (system, light, dark), reminders (how they
/// come, quiet hours, the system's permission), photos blurred, the export through the share
/// sheet, the reset of all data (confirmed first), and the app's version.
struct ProfileView: View {
    @Bindable var settings: SettingsModel
    let scheduler: ReminderScheduler
    @State private var aboutYou = AboutYou()
    @Environment(\.openURL) private var openURL
    @State private var exported: URL?
    @State private var confirmsReset = false

    var body: some View {
        NavigationStack {
            Form {
                if let profile = settings.profile {
                    Section("About you") {
                        TextField("Name", text: $aboutYou.name)
                        TextField(profile.units == .metric ? "Height in cm" : "Height (5'11)", text: $aboutYou.height)
                            .keyboardType(.numbersAndPunctuation)
                        TextField(profile.units == .metric ? "Weight in kg" : "Weight in lb", text: $aboutYou.weight)
                            .keyboardType(.decimalPad)
                        Button("Save") { settings.saveAboutYou(aboutYou) }
                            .disabled(aboutYou == settings.aboutYou)
                    }
                    Section("Units and look") {
                        Picker("Units", selection: Binding(get: { profile.units }, set: { settings.setUnits($0) })) {
                            ForEach(UnitSystem.allCases, id: \.self) { units in Text(units.words).tag(units) }
                        }
                        Picker("Appearance", selection: Binding(get: { profile.appearance }, set: { settings.setAppearance($0) })) {
                            ForEach(UltimateProfile.Appearance.allCases, id: \.self) { appearance in Text(appearance.words).tag(appearance) }
                        }
                        .pickerStyle(.segmented)
                    }
                    notifications(profile)
                    Section("Photos") {
                        Toggle("Blur every photo until revealed", isOn: Binding(get: { profile.blurAllPhotos }, set: { settings.setBlurAllPhotos($0) }))
                    }
                    data
                    Section("About") {
                        LabeledContent("Version", value: Self.version)
                    }
                }
            }
            .navigationTitle("Profile")
            .onAppear { aboutYou = settings.aboutYou }
            .onChange(of: settings.profile) { _, _ in aboutYou = settings.aboutYou }
            .task { settings.notificationPermission = await NotificationPermission.current() }
            .confirmationDialog("Delete all your data?", isPresented: $confirmsReset, titleVisibility: .visible) {
                Button("Delete everything", role: .destructive) { settings.resetAllData() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Every challenge, log, photo and your profile are deleted from this iPhone. Export them first to keep a copy.")
            }
            .messageAlert($settings.message)
        }
    }

    @ViewBuilder private func notifications(_ profile: UltimateProfile) -> some View {
        Section {
            Picker("How reminders come", selection: Binding(get: { profile.notificationStrategy }, set: { settings.setNotificationStrategy($0) })) {
                ForEach(UltimateProfile.NotificationStrategy.allCases, id: \.self) { strategy in Text(strategy.words).tag(strategy) }
            }
            DatePicker("Quiet from", selection: Binding(get: { profile.quietStart.date() },
                                                        set: { settings.setQuietHours(from: TimeOfDay(pickedFrom: $0), to: profile.quietEnd) }),
                       displayedComponents: .hourAndMinute)
            DatePicker("Quiet until", selection: Binding(get: { profile.quietEnd.date() },
                                                         set: { settings.setQuietHours(from: profile.quietStart, to: TimeOfDay(pickedFrom: $0)) }),
                       displayedComponents: .hourAndMinute)
            if settings.notificationPermission.canAsk {
                Button("Allow notifications") {
                    Task { settings.notificationPermission = await NotificationPermission.asked(options: ReminderScheduler.options) }
                }
            } else if settings.notificationPermission.opensSettings, let url = URL(string: UIApplication.openNotificationSettingsURLString) {
                Button(NotificationPermission.openSettings) { openURL(url) }
            }
        } header: {
            Text("Reminders")
        } footer: {
            Text(settings.remindersNote)
        }
    }

    private var data: some View {
        Section("Your data") {
            if let exported {
                ShareLink(item: exported) {
                    Label("Share the export", systemImage: "square.and.arrow.up").frame(minHeight: Tokens.tapTarget)
                }
            } else {
                Button("Export everything (zip)", systemImage: "archivebox") {
                    Task { await export() }
                }
            }
            Button("Delete all data", systemImage: "trash", role: .destructive) { confirmsReset = true }
        }
    }

    /// Writes the Core's export to a temporary file for the share sheet.
    private func export() async {
        guard let file = await settings.export() else { return }
        do {
            exported = try file.writtenToTemporaryDirectory()
        } catch {
            settings.message = error.localizedDescription
        }
    }

    /// The app's version and build, from its Info.plist.
    static var version: String {
        let info = Bundle.main.infoDictionary
        let version = info?["CFBundleShortVersionString"] as? String ?? "?"
        let build = info?["CFBundleVersion"] as? String ?? "?"
        return "\(version) (\(build))"
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { ProfileView(settings: PreviewData.screens().settings, scheduler: ReminderScheduler(center: .current())) }
#endif
