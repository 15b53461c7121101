import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI

/// The habits to arrange: the active ones reordered by drag, archived with a swipe; the archived
/// ones restored or deleted.
struct HabitsView: View {
    let model: MyHabitLabModel
    @State private var deleting: HabitRoute?

    var body: some View {
        List {
            Section("Active") {
                ForEach(model.habits.active, id: \.id) { habit in
                    HStack { HabitIconView(icon: habit.icon, symbol: habit.symbol); Text(habit.name) }
                        .frame(minHeight: 44)
                        .swipeActions(edge: .trailing) {
                            Button("Archive", systemImage: "archivebox") { Task { await model.habits.archive(habit.id) } }
                        }
                }
                .onMove { offsets, destination in Task { await model.habits.move(fromOffsets: offsets, toOffset: destination) } }
            }
            if !model.habits.archived.isEmpty {
                Section("Archived") {
                    ForEach(model.habits.archived, id: \.id) { habit in
                        HStack {
                            HStack { HabitIconView(icon: habit.icon, symbol: habit.symbol); Text(habit.name) }
                            Spacer()
                            Button("Restore") { Task { await model.habits.restore(habit.id) } }.buttonStyle(.borderless).frame(minHeight: 44)
                        }
                        .swipeActions(edge: .trailing) {
                            Button("Delete", systemImage: "trash", role: .destructive) { deleting = HabitRoute(id: habit.id) }
                        }
                    }
                }
            }
        }
        .navigationTitle("Habits")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { EditButton() }
        }
        .confirmationDialog("Delete this habit and its whole history?",
                            isPresented: Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } }), titleVisibility: .visible) {
            Button("Delete", role: .destructive) { if let deleting { Task { await model.habits.delete(deleting.id) } } }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { NavigationStack { HabitsView(model: PreviewData.model()) } }
#endif
