import DayKit
import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI
import UniformTypeIdentifiers

/// Settings: when the day starts, appearance, reminders, export (our JSON, Loop's CSV zip) through
/// the share sheet, import (our JSON, a Loop .db backup or CSV zip) through the file importer with
/// the Core's report as a list of problems, and About.
struct SettingsView: View {
    let model: MyHabitLabModel
    @State private var exported: URL?
    @State private var imports = false
    @Environment(\.openURL) private var openURL

    private var settings: SettingsModel { model.settings }

    var body: some View {
        NavigationStack {
            Form {
                if let current = settings.settings {
                    Section {
                        Picker("Day starts at", selection: Binding(get: { current.dayStartsAt }, set: { minutes in
                            if let time = TimeOfDay(minutes: minutes) { Task { await settings.setDayStart(time) } }
                        })) {
                            ForEach(Array(stride(from: 0, through: 240, by: 30)), id: \.self) { minutes in
                                Text(TimeOfDay(minutes: minutes)?.formatted() ?? "").tag(minutes)
                            }
                        }
                        Picker("Appearance", selection: Binding(get: { current.appearance }, set: { appearance in Task { await settings.setAppearance(appearance) } })) {
                            Text("System").tag(HabitSettings.Appearance.system)
                            Text("Light").tag(HabitSettings.Appearance.light)
                            Text("Dark").tag(HabitSettings.Appearance.dark)
                        }
                        // NB: off while the system turned notifications off, whatever the setting says.
                        Toggle("Reminders", isOn: Binding(get: { settings.remindersShownOn }, set: { on in
                            Task { await settings.setRemindersOn(on) }
                            if on { Task { settings.notificationPermission = await NotificationPermission.asked() } }
                        }))
                        .disabled(settings.notificationPermission.opensSettings)
                        if settings.notificationPermission.opensSettings,
                           let url = URL(string: UIApplication.openNotificationSettingsURLString) {
                            Button(NotificationPermission.openSettings) { openURL(url) }
                        }
                    } footer: {
                        Text(settings.remindersNote ?? "A late night still counts for the day before, until the day starts.")
                    }
                }
                // The seed's Settings lists the archived habits for restore: they are on Habits,
                // with the active ones to arrange.
                Section("Habits") {
                    NavigationLink { HabitsView(model: model) } label: {
                        LabeledContent("Archived habits", value: "\(model.habits.archived.count)")
                    }
                }
                Section("Your data") {
                    Button("Export as JSON") { Task { await export(settings.exportJSON()) } }
                    Button("Export as Loop CSV") { Task { await export(settings.exportLoopCSV()) } }
                    if let exported {
                        ShareLink(item: exported) { Label("Share \(exported.lastPathComponent)", systemImage: "square.and.arrow.up") }
                    }
                    Button("Import a file…") { imports = true }
                    if let progress = settings.progress { ProgressView(value: progress) }
                }
                .disabled(settings.isWorking)
                if let outcome = settings.importOutcome {
                    ImportOutcomeSection(outcome: outcome)
                }
                Section("About") {
                    LabeledContent("Version", value: Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "")
                    LabeledContent("Build", value: Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "")
                    Text("Your habits stay on this phone. Nothing is collected or sent anywhere.").font(.footnote)
                }
            }
            .navigationTitle("Settings")
            .fileImporter(isPresented: $imports, allowedContentTypes: [.json, .zip, .data]) { result in
                guard case .success(let url) = result else { return }
                Task { await importFile(at: url) }
            }
            .alert("Not done", isPresented: Binding(get: { settings.message != nil }, set: { if !$0 { settings.message = nil } })) {
                Button("OK") { settings.message = nil }
            } message: {
                Text(settings.message ?? "")
            }
        }
    }

    /// Writes an export to a temporary file for the share sheet.
    private func export(_ file: SettingsModel.ExportedFile?) {
        guard let file else { return }
        do {
            exported = try file.writtenToTemporaryDirectory()
        } catch {
            settings.message = error.localizedDescription
        }
    }

    /// Reads the chosen file (outside the sandbox: with its security scope) and imports it.
    private func importFile(at url: URL) async {
        #if canImport(Darwin)
        let scoped = url.startAccessingSecurityScopedResource()
        defer { if scoped { url.stopAccessingSecurityScopedResource() } }
        #endif
        do {
            await settings.importFile(try Data(contentsOf: url))
        } catch {
            settings.message = error.localizedDescription
        }
    }
}

/// How the last import ended: what was added and updated, or every problem that refused it.
struct ImportOutcomeSection: View {
    let outcome: SettingsModel.ImportOutcome

    var body: some View {
        switch outcome {
        case .imported(let report):
            Section("Imported") {
                Text("\(report.habits.added) habits added, \(report.habits.updated) updated; \(report.entries.added) days added, \(report.entries.updated) updated")
                ForEach(report.problems, id: \.self) { Text($0).font(.footnote) }
            }
        case .refused(let problems):
            Section("Not imported: nothing changed") {
                ForEach(problems, id: \.self) { Text($0).foregroundStyle(.red) }
            }
        case .stopped(let message):
            Section("Imported in part") {
                Text(message).foregroundStyle(.red)
            }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { SettingsView(model: PreviewData.model()) }
#Preview("Refused import") { Form { ImportOutcomeSection(outcome: .refused(["Line 3: the date “2026-13-01” is not a day."])) } }
#endif
