class View : Base {
  constructor(context: Context) : super(context)
  constructor(context: Context, attributes: Attributes?) : super(context, attributes) {
    init(attributes)
  }
  @JvmOverloads
  internal constructor(id: Int, name: String = "") : this(Context(id)) {
  }
  init {
    println("initialising")
  }
}
