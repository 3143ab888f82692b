#import <Foundation/NSArray.h>
#import <Foundation/NSDictionary.h>
#import <Foundation/NSError.h>
#import <Foundation/NSObject.h>
#import <Foundation/NSSet.h>
#import <Foundation/NSString.h>
#import <Foundation/NSValue.h>

@class SharedScreen, SharedScreenHome, SharedScreenDetail, SharedScreenDetailMeta, SharedColor, SharedPriority, SharedKotlinEnum<E>, SharedKotlinArray<T>, SharedBox<T>, SharedMainKt;

@protocol SharedGreeter, SharedKotlinComparable, SharedKotlinIterator;

NS_ASSUME_NONNULL_BEGIN
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunknown-warning-option"
#pragma clang diagnostic ignored "-Wincompatible-property-type"
#pragma clang diagnostic ignored "-Wnullability"

#pragma push_macro("_Nullable_result")
#if !__has_feature(nullability_nullable_result)
#undef _Nullable_result
#define _Nullable_result _Nullable
#endif

__attribute__((swift_name("KotlinBase")))
@interface SharedBase : NSObject
- (instancetype)init __attribute__((unavailable));
+ (instancetype)new __attribute__((unavailable));
+ (void)initialize __attribute__((objc_requires_super));
@end

@interface SharedBase (SharedBaseCopying) <NSCopying>
@end

__attribute__((swift_name("KotlinMutableSet")))
@interface SharedMutableSet<ObjectType> : NSMutableSet<ObjectType>
@end

__attribute__((swift_name("KotlinNumber")))
@interface SharedNumber : NSNumber
- (instancetype)initWithInt:(int)value __attribute__((unavailable));
+ (instancetype)numberWithInt:(int)value __attribute__((unavailable));
@end

__attribute__((objc_subclassing_restricted))
__attribute__((swift_name("KotlinInt")))
@interface SharedInt : SharedNumber
- (instancetype)initWithInt:(int)value;
+ (instancetype)numberWithInt:(int)value;
@end

/**
 * A screen of the app.
 */
__attribute__((swift_name("Screen")))
@interface SharedScreen : SharedBase
@end

__attribute__((objc_subclassing_restricted))
__attribute__((swift_name("Screen.Home")))
@interface SharedScreenHome : SharedScreen
+ (instancetype)alloc __attribute__((unavailable));
+ (instancetype)allocWithZone:(struct _NSZone *)zone __attribute__((unavailable));
+ (instancetype)home __attribute__((swift_name("init()")));
@property (class, readonly, getter=shared) SharedScreenHome *shared __attribute__((swift_name("shared")));
@end

__attribute__((objc_subclassing_restricted))
__attribute__((swift_name("Screen.Detail")))
@interface SharedScreenDetail : SharedScreen
- (instancetype)initWithId:(int32_t)id __attribute__((swift_name("init(id:)"))) __attribute__((objc_designated_initializer));
- (SharedScreenDetail *)doCopyId:(int32_t)id __attribute__((swift_name("doCopy(id:)")));
- (BOOL)isEqual:(id _Nullable)other __attribute__((swift_name("isEqual(_:)")));
- (NSUInteger)hash __attribute__((swift_name("hash()")));
- (NSString *)description __attribute__((swift_name("description()")));
@property (readonly) int32_t id __attribute__((swift_name("id")));
@end

__attribute__((objc_subclassing_restricted))
__attribute__((swift_name("Screen.DetailMeta")))
@interface SharedScreenDetailMeta : SharedBase
- (instancetype)init __attribute__((swift_name("init()"))) __attribute__((objc_designated_initializer));
+ (instancetype)new __attribute__((availability(swift, unavailable, message="use object initializers instead")));
@end

__attribute__((swift_name("KotlinComparable")))
@protocol SharedKotlinComparable
@required
- (int32_t)compareToOther:(id _Nullable)other __attribute__((swift_name("compareTo(other:)")));
@end

__attribute__((swift_name("KotlinEnum")))
@interface SharedKotlinEnum<E> : SharedBase <SharedKotlinComparable>
- (instancetype)initWithName:(NSString *)name ordinal:(int32_t)ordinal __attribute__((swift_name("init(name:ordinal:)"))) __attribute__((objc_designated_initializer));
- (int32_t)compareToOther:(E)other __attribute__((swift_name("compareTo(other:)")));
@property (readonly) NSString *name __attribute__((swift_name("name")));
@property (readonly) int32_t ordinal __attribute__((swift_name("ordinal")));
@end

__attribute__((objc_subclassing_restricted))
__attribute__((swift_name("Color")))
@interface SharedColor : SharedKotlinEnum<SharedColor *>
+ (instancetype)alloc __attribute__((unavailable));
+ (instancetype)allocWithZone:(struct _NSZone *)zone __attribute__((unavailable));
- (instancetype)initWithName:(NSString *)name ordinal:(int32_t)ordinal __attribute__((swift_name("init(name:ordinal:)"))) __attribute__((objc_designated_initializer)) __attribute__((unavailable));
@property (class, readonly) SharedColor *red __attribute__((swift_name("red")));
@property (class, readonly) SharedColor *darkBlue __attribute__((swift_name("darkBlue")));
+ (SharedKotlinArray<SharedColor *> *)values __attribute__((swift_name("values()")));
@property (class, readonly) NSArray<SharedColor *> *entries __attribute__((swift_name("entries")));
@end

__attribute__((swift_name("Greeter")))
@protocol SharedGreeter
@required
- (NSString *)greetName:(NSString *)name __attribute__((swift_name("greet(name:)")));
@end

__attribute__((objc_subclassing_restricted))
__attribute__((swift_name("Box")))
@interface SharedBox<T> : SharedBase
- (instancetype)initWithValue:(T _Nullable)value __attribute__((swift_name("init(value:)"))) __attribute__((objc_designated_initializer));
@property (readonly) T _Nullable value __attribute__((swift_name("value")));
@end

__attribute__((objc_subclassing_restricted))
__attribute__((swift_name("KotlinArray")))
@interface SharedKotlinArray<T> : SharedBase
+ (instancetype)arrayWithSize:(int32_t)size init:(T _Nullable (^)(SharedInt *))init __attribute__((swift_name("init(size:init:)")));
- (T _Nullable)getIndex:(int32_t)index __attribute__((swift_name("get(index:)")));
@property (readonly) int32_t size __attribute__((swift_name("size")));
@end

__attribute__((objc_subclassing_restricted))
__attribute__((swift_name("MainKt")))
@interface SharedMainKt : SharedBase
+ (NSString *)hello __attribute__((swift_name("hello()")));
@end

typedef NS_CLOSED_ENUM(int32_t, SharedPriorityNSEnum) {
  SharedPriorityNSEnumLow __attribute__((swift_name("low"))) = 0,
  SharedPriorityNSEnumHigh __attribute__((swift_name("high"))) = 1,
} __attribute__((swift_name("SharedPriorityNSEnum")));

__attribute__((objc_subclassing_restricted))
__attribute__((swift_name("Priority")))
@interface SharedPriority : SharedKotlinEnum<SharedPriority *>
+ (instancetype)alloc __attribute__((unavailable));
+ (instancetype)allocWithZone:(struct _NSZone *)zone __attribute__((unavailable));
- (instancetype)initWithName:(NSString *)name ordinal:(int32_t)ordinal __attribute__((swift_name("init(name:ordinal:)"))) __attribute__((objc_designated_initializer)) __attribute__((unavailable));
@property (readonly) SharedPriorityNSEnum nsEnum;
@property (class, readonly) SharedPriority *low __attribute__((swift_name("low")));
@property (class, readonly) SharedPriority *high __attribute__((swift_name("high")));
+ (SharedKotlinArray<SharedPriority *> *)values __attribute__((swift_name("values()")));
@property (class, readonly) NSArray<SharedPriority *> *entries __attribute__((swift_name("entries")));
@end

@interface SharedScreen (Extensions)
- (NSString *)title __attribute__((swift_name("title()")));
@end

#pragma pop_macro("_Nullable_result")
#pragma clang diagnostic pop
NS_ASSUME_NONNULL_END
