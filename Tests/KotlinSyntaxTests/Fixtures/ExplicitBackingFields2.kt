package com.example.cart

class CartViewModel(private val repository: CartRepository) : ViewModel() {
  val uiState: StateFlow<CartUiState>
    field = MutableStateFlow<CartUiState>(CartUiState.Loading)

  val items: List<CartItem>
    field = mutableListOf<CartItem>()

  /** Emitted once per checkout. */
  val events: SharedFlow<CartEvent>
    field = MutableSharedFlow<CartEvent>(extraBufferCapacity = 1)

  fun add(item: CartItem) {
    items.add(item)
    uiState.value = CartUiState.Loaded(items.toList())
  }
}

object Totals {
  val total: Number
    field: Int = 0

  fun current(): Int = total
}
