import SwiftUI

/// The list of plants.
struct GardenView: View {
    @State private var isEditing = false
    @Environment(\.dismiss) private var dismiss
    @Binding var selection: Plant.ID?
    let store: GardenStore
    private var title: String { isEditing ? "Edit" : "Garden" }

    init(store: GardenStore, selection: Binding<Plant.ID?>) {
        self.store = store
        _selection = selection
    }

    var body: some View {
        ScrollView {
            ForEach(store.plants) { plant in
                Text(plant.name)
                    .padding(16)
                    .foregroundColor(.red)
                    .onAppear { Task { await self.store.load(plant.id) } }
            }
        }
        .task { DispatchQueue.main.async { print("loaded") } }
    }
}

#Preview {
    @Previewable @State var selection: Plant.ID? = nil
    GardenView(store: .preview, selection: $selection)
}
