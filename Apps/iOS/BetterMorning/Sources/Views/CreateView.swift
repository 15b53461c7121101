import BetterMorningAppModel
import BetterMorningCore
import DayKit
import SwiftUI

/// Create your own routine: the title with its counter (characters as a person counts them), the
/// tasks sorted by time (tap one to edit it), the add-task sheet, the 20-task banner, and Save
/// with "Create this routine?" first. Every change is saved as the draft, so it survives the app
/// being killed.
struct CreateView: View {
    let model: BetterMorningModel
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var editing: TaskEdit?
    @State private var confirmsSave = false

    var body: some View {
        let screen = model.create.screen
        NavigationStack {
            Form {
                Section("Title") {
                    HStack {
                        TextField("My morning", text: $title)
                            .onChange(of: title) { _, text in
                                let limit = screen?.titleLimit ?? BetterMorningLimits.titleLength
                                if text.count > limit {
                                    title = String(text.prefix(limit))
                                } else if text != screen?.title {
                                    model.create.setDraftTitle(text)
                                }
                            }
                        Text("\(title.count)/\(screen?.titleLimit ?? BetterMorningLimits.titleLength)")
                            .font(.footnote).foregroundStyle(Palette.muted).monospacedDigit()
                    }
                }
                Section {
                    if screen?.isFull == true {
                        Label("You've reached the maximum of \(screen?.taskLimit ?? 20) tasks.", systemImage: "exclamationmark.triangle")
                            .foregroundStyle(Palette.missed)
                    }
                    ForEach(screen?.tasks ?? [], id: \.id) { task in
                        Button { editing = TaskEdit(task: task.id, title: task.title, time: task.time) } label: {
                            HStack {
                                Text(task.time.formatted()).foregroundStyle(Palette.muted).monospacedDigit()
                                Text(task.title).foregroundStyle(.primary)
                            }
                        }
                        .accessibilityLabel("Edit \(task.title), \(task.time.formatted())")
                        .swipeActions {
                            Button("Delete", role: .destructive) { model.create.removeDraftTask(.id(task.id)) }
                        }
                    }
                    Button("Add task", systemImage: "plus") { editing = TaskEdit(task: nil, title: "", time: TimeOfDay(hour: 7, minute: 0)!) }
                        .disabled(screen?.isFull == true)
                } header: {
                    Text("Tasks")
                } footer: {
                    Text("Once saved, a routine is locked: it can be restarted or deleted, not edited.")
                }
                Section {
                    Button("Discard draft", role: .destructive) {
                        model.discardDraft()
                        dismiss()
                    }
                }
            }
            .navigationTitle("New routine")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { confirmsSave = true }.disabled(screen?.canSave != true)
                }
            }
            .alert(screen?.saveQuestion.heading ?? "", isPresented: $confirmsSave) {
                Button(screen?.saveQuestion.confirm ?? "") { if model.saveDraft() { dismiss() } }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text(screen?.saveQuestion.message ?? "")
            }
            .sheet(item: $editing) { edit in TaskSheet(model: model, edit: edit) }
            .onAppear { title = screen?.title ?? "" }
        }
    }
}

/// A task being added (`task` nil) or edited.
struct TaskEdit: Identifiable {
    /// The draft task's id; nil adds one.
    var task: DraftTaskRow.ID?
    var title: String
    var time: TimeOfDay
    var id: String { task.map(String.init) ?? "new" }
}

/// The add/edit-task sheet: a title and a time on the 5-minute grid.
struct TaskSheet: View {
    let model: BetterMorningModel
    @State var edit: TaskEdit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Drink a glass of water", text: $edit.title)
                Picker("Hour", selection: Binding(get: { edit.time.hour }, set: { edit.time = TimeOfDay(hour: $0, minute: edit.time.minute)! })) {
                    ForEach(0..<24, id: \.self) { hour in
                        Text(TimeOfDay(hour: hour, minute: 0)!.formatted()).tag(hour)
                    }
                }
                Picker("Minute", selection: Binding(get: { edit.time.minute }, set: { edit.time = TimeOfDay(hour: edit.time.hour, minute: $0)! })) {
                    ForEach(Array(stride(from: 0, to: 60, by: 5)), id: \.self) { minute in
                        Text(minute < 10 ? ":0\(minute)" : ":\(minute)").tag(minute)
                    }
                }
            }
            .navigationTitle(edit.task == nil ? "Add task" : "Edit task")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button(edit.task == nil ? "Add" : "Save") {
                        let saved = if let task = edit.task {
                            model.create.editDraftTask(.id(task), title: edit.title, at: edit.time)
                        } else {
                            model.create.addDraftTask(title: edit.title, at: edit.time)
                        }
                        if saved { dismiss() }
                    }
                }
            }
        }
        .presentationDetents([.medium])
    }
}
