import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI

/// The habit form's symbol picker: the Core's catalogue as a grid, narrowed by a search field;
/// each symbol reads to VoiceOver by its name ("Running, chosen"). Choosing one returns to the form.
struct SymbolPickerView: View {
    @Bindable var form: HabitFormModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 56))], spacing: 8) {
                ForEach(form.symbols, id: \.name) { symbol in
                    Button {
                        form.choose(symbol)
                        dismiss()
                    } label: {
                        Image(systemName: symbol.name).font(.title2).frame(minWidth: 44, minHeight: 44)
                            .background(form.icon == symbol.name ? Color.secondary.opacity(0.2) : Color.clear, in: Circle())
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(form.icon == symbol.name ? "\(symbol.title), chosen" : symbol.title)
                }
            }
            .padding()
            if form.symbols.isEmpty {
                Text("No symbol matches “\(form.symbolSearch)”. Try another word, or type an emoji on the form.")
                    .foregroundStyle(.secondary).padding()
            }
        }
        .searchable(text: $form.symbolSearch, prompt: "Search symbols")
        .navigationTitle("Symbol")
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Read's symbol chosen") {
    let model = PreviewData.model()
    let read = model.habits.active.first { $0.name == "Read" }?.id ?? Habit.ID()
    NavigationStack { SymbolPickerView(form: model.editForm(read)) }
}
#endif
